// Valid inputs of the portal's calls, shared by the api tests.
import type { OrderUpdatePayload, RegisterRequest, SavedAddress } from "@domain/contract";

export const REGISTRATION: RegisterRequest = {
  email: "new@demo.dk",
  vendor_code: "DK-1000",
  business_name: "Biz",
  mobile_number: "+4512345678",
  password: "Rider-Demo-2026!",
  password_confirmation: "Rider-Demo-2026!",
  terms_accepted: true,
};

export const SAVED_ADDRESS: SavedAddress = {
  address_text: "Østerbrogade 61",
  unit: "",
  notes: "",
  building: "",
  city: "København Ø",
  country_code: "DK",
  latitude: 55.7,
  longitude: 12.57,
  postal_code: "2100",
  street_address: "Østerbrogade 61",
};

export const ORDER_UPDATE: OrderUpdatePayload = {
  vendor_id: "DK-1001",
  payment_method: "PAID",
  amount: 10,
  item_details: "",
  location: { address: "Nørrebrogade 21", notes: "", latitude: 55.688, longitude: 12.563 },
  delivery_fee: 39,
  signature: "sig",
};
