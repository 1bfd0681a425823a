// Seed of the Danish deployment: demo users (password Rider-Demo-2026!), a parent vendor with three
// Copenhagen outlets, a single-outlet vendor, a vendor of another user (access control), an
// unclaimed vendor that a newcomer can register with by vendor code, country parameters and flags.
import { DEFAULT_FLAGS, type Flags } from "../../domain/flags";

export const SEED_PASSWORD = "Rider-Demo-2026!";

export type SeedUser = { email: string; businessName: string; mobileNumber: string };

export const SEED_USERS: SeedUser[] = [
  { email: "owner@demo.dk", businessName: "Nørrebro Pizza Group ApS", mobileNumber: "+4531100000" },
  { email: "outlet@demo.dk", businessName: "Kaffebaren Christianshavn", mobileNumber: "+4531200000" },
  { email: "other@demo.dk", businessName: "Amager Blomster", mobileNumber: "+4531300000" },
  // Issue 17: owns the test vendor DK-TEST-1 (one of the domain's hard-coded test vendor ids).
  { email: "test@demo.dk", businessName: "Testkøkkenet", mobileNumber: "+4531400000" },
];

export type SeedVendor = {
  vendorId: string;
  parentVendorId: string | null;
  clientVendorId: string;
  isParent: boolean;
  isRegistered: boolean;
  name: string;
  phone: string;
  street: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  riderInstructions: string;
  paymentMethods: Record<string, boolean>;
  /** Pick-up estimate in minutes (the API answers it in seconds: estimation_pick_up_time). */
  estimationPickUpMinutes: number;
  owners: string[];
};

const allMethods = { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: true };

export const SEED_VENDORS: SeedVendor[] = [
  {
    vendorId: "DK-1000",
    parentVendorId: null,
    clientVendorId: "NPG-1000",
    isParent: true,
    isRegistered: true,
    name: "Nørrebro Pizza Group",
    phone: "+4535351000",
    street: "Nørrebrogade",
    streetNumber: "52",
    postalCode: "2200",
    city: "København N",
    latitude: 55.68878,
    longitude: 12.55872,
    riderInstructions: "Office on the 2nd floor; pickups happen at the outlets.",
    paymentMethods: allMethods,
    estimationPickUpMinutes: 15,
    owners: ["owner@demo.dk"],
  },
  {
    vendorId: "DK-1001",
    parentVendorId: "DK-1000",
    clientVendorId: "NPG-1001",
    isParent: false,
    isRegistered: true,
    name: "Nørrebro Pizza - Jægersborggade",
    phone: "+4535351001",
    street: "Jægersborggade",
    streetNumber: "14",
    postalCode: "2200",
    city: "København N",
    latitude: 55.69155,
    longitude: 12.5448,
    riderInstructions: "Ring the bell at the counter window.",
    paymentMethods: allMethods,
    estimationPickUpMinutes: 15,
    owners: ["jaegersborggade@demo.dk"],
  },
  {
    vendorId: "DK-1002",
    parentVendorId: "DK-1000",
    clientVendorId: "NPG-1002",
    isParent: false,
    isRegistered: true,
    name: "Nørrebro Pizza - Vesterbro",
    phone: "+4535351002",
    street: "Istedgade",
    streetNumber: "70",
    postalCode: "1650",
    city: "København V",
    latitude: 55.66951,
    longitude: 12.55629,
    riderInstructions: "Pickup shelf left of the entrance.",
    paymentMethods: { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: false },
    estimationPickUpMinutes: 20,
    owners: ["vesterbro@demo.dk"],
  },
  {
    vendorId: "DK-1003",
    parentVendorId: "DK-1000",
    clientVendorId: "NPG-1003",
    isParent: false,
    isRegistered: true,
    name: "Nørrebro Pizza - Østerbro",
    phone: "+4535351003",
    street: "Østerbrogade",
    streetNumber: "56",
    postalCode: "2100",
    city: "København Ø",
    // No coordinates on purpose: the request flow asks for the origin address.
    latitude: null,
    longitude: null,
    riderInstructions: "",
    paymentMethods: allMethods,
    estimationPickUpMinutes: 15,
    owners: [],
  },
  {
    vendorId: "DK-2001",
    parentVendorId: null,
    clientVendorId: "KBC-2001",
    isParent: false,
    isRegistered: true,
    name: "Kaffebaren Christianshavn",
    phone: "+4532542001",
    street: "Torvegade",
    streetNumber: "45",
    postalCode: "1400",
    city: "København K",
    latitude: 55.6726,
    longitude: 12.5919,
    riderInstructions: "Use the side door on Dronningensgade.",
    paymentMethods: { PAID: true, CASH_ON_DELIVERY: false, ONLINE_PAYMENT: true },
    estimationPickUpMinutes: 10,
    owners: ["outlet@demo.dk"],
  },
  {
    vendorId: "DK-3001",
    parentVendorId: null,
    clientVendorId: "AB-3001",
    isParent: false,
    isRegistered: true,
    name: "Amager Blomster",
    phone: "+4532583001",
    street: "Amagerbrogade",
    streetNumber: "120",
    postalCode: "2300",
    city: "København S",
    latitude: 55.66185,
    longitude: 12.6051,
    riderInstructions: "",
    paymentMethods: allMethods,
    estimationPickUpMinutes: 15,
    owners: ["other@demo.dk"],
  },
  // A test vendor (src/domain/request/fees.ts TEST_VENDOR_IDS): deliverability and fee errors become a
  // warning. It sits in Aarhus, more than 50 km from every Copenhagen address of the gazetteer, so no
  // fee can be computed and the request flow shows the fallback fee 1337; an address outside the
  // delivery area (Amager Strandvej 100) is accepted with the warning too.
  {
    vendorId: "DK-TEST-1",
    parentVendorId: null,
    clientVendorId: "TEST-1",
    isParent: false,
    isRegistered: true,
    name: "Testkøkkenet (test vendor)",
    phone: "+4586120001",
    street: "Åboulevarden",
    streetNumber: "1",
    postalCode: "8000",
    city: "Aarhus C",
    latitude: 56.15674,
    longitude: 10.21076,
    riderInstructions: "",
    paymentMethods: { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: false },
    estimationPickUpMinutes: 0,
    owners: ["test@demo.dk"],
  },
  {
    vendorId: "DK-4001",
    parentVendorId: null,
    clientVendorId: "BV-4001",
    isParent: false,
    isRegistered: false,
    name: "Bageriet Værnedamsvej",
    phone: "+4533314001",
    street: "Værnedamsvej",
    streetNumber: "10",
    postalCode: "1619",
    city: "København V",
    latitude: 55.6727,
    longitude: 12.5502,
    riderInstructions: "",
    paymentMethods: { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: false },
    estimationPickUpMinutes: 15,
    owners: [],
  },
];

/** Country parameters (the same values for every country of the configuration). */
export const SEED_COUNTRY_PARAMETERS: Record<string, string> = {
  serviceHours: "0800:2200",
  onlinePaymentActivated: "true",
  orderItemValueExceedLimit: "5000",
  paymentMethods: "CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID",
  allOutletOrders: "true",
};

/** Flags of every region: the in-app defaults plus the features the demo shows. */
export const SEED_FLAGS: Flags = {
  ...DEFAULT_FLAGS,
  guest_checkout: true,
  "bulk-order-upload": true,
  "edit-vendor-outlet": true,
  "add-vendor-outlet": true,
  pre_order: true,
  voucher: true,
  "proof-of-pickup-web": true,
  "proof-of-delivery-web": true,
  "proof-of-return-web": true,
  // Public tracking (issue 12): the map with the rider, the link before pickup, the receipt, and the
  // texts of the preparing state.
  "tracking-page-settings": true,
  "show-track-order-before-picked-up": true,
  "show-delivery-receipt-cta": true,
  "order-prepare-message": true,
  "order-pre-accepted-static-text": true,
  // Amounts with the locale's digit grouping ("1.234,50 kr."), as the portal always showed them.
  "digit-grouping": true,
};
