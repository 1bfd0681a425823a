// Vendor fixtures shaped like the seed (a parent with outlets, a single vendor) for api, domain and
// machine tests.
import type { Vendor } from "@domain/contract";

export function makeVendor(over: Partial<Vendor> & { vendor_id: string; name?: string }): Vendor {
  const { name, ...rest } = over;
  return {
    parent_vendor_id: null,
    client_vendor_id: "",
    is_active: true,
    is_registered: true,
    is_parent: false,
    vendor_information: {
      name: name ?? `Vendor ${over.vendor_id}`,
      currency: "DKK",
      owners: ["owner@demo.dk"],
      contact: { phone: "+4512345678" },
      location: {
        address_text: "Jægersborggade 1, 2200 København",
        building: "",
        city: "København",
        country_code: "DK",
        latitude: 55.69,
        longitude: 12.55,
        postal_code: "2200",
        street: "Jægersborggade",
        street_number: "1",
        unit: "",
        rider_instructions: "",
      },
    },
    flags: { payment_methods: { PAID: true } },
    estimation_pick_up_time: 0,
    ...rest,
  };
}

export const parent = makeVendor({ vendor_id: "DK-1000", name: "Nørrebro Pizza Group", is_parent: true });
export const outlet1 = makeVendor({ vendor_id: "DK-1001", name: "Nørrebro Pizza - Jægersborggade", parent_vendor_id: "DK-1000" });
export const outlet2 = makeVendor({ vendor_id: "DK-1002", name: "Nørrebro Pizza - Vesterbro", parent_vendor_id: "DK-1000" });
export const single = makeVendor({ vendor_id: "DK-2001", name: "Kaffebaren Christianshavn" });
export const ownerVendors = [outlet1, parent, outlet2];
