// The services the request-flow modules share, built once per app: the vendor resolver (with the
// guest mapping), delivery areas, the fee signer, vouchers, the order placement and the test
// payment gateway. The fee secret is FEE_SECRET or a random one generated once and kept in the
// database (app_secrets "fee"), like the JWT secret.
import type { AppDeps } from "../../context";
import { loadOrCreateSecret } from "../../security/secrets";
import { FeeSigner } from "../delivery/fee-signature";
import { DeliveryAreaRepository, VendorServiceHoursRepository } from "../delivery/repository";
import { RequestVendors } from "../delivery/request-vendor";
import { PaymentGateway } from "../payments/gateway";
import { VoucherRepository } from "../vouchers/repository";
import { OrderPlacement } from "./placement";

export type RequestServices = {
  vendors: RequestVendors;
  areas: DeliveryAreaRepository;
  serviceHours: VendorServiceHoursRepository;
  fees: FeeSigner;
  vouchers: VoucherRepository;
  placement: OrderPlacement;
  gateway: PaymentGateway;
};

export function createRequestServices(deps: AppDeps): RequestServices {
  const { db, settings, now } = deps;
  const fees = new FeeSigner(
    () => (settings.feeSecret ? Promise.resolve(settings.feeSecret) : loadOrCreateSecret(db, "fee", now)),
    settings.feeSignatureTtl,
    now,
  );
  const vendors = new RequestVendors(db);
  const areas = new DeliveryAreaRepository(db);
  const vouchers = new VoucherRepository(db);
  const serviceHours = new VendorServiceHoursRepository(db);
  return {
    vendors,
    areas,
    serviceHours,
    fees,
    vouchers,
    placement: new OrderPlacement(deps, { vendors, areas, fees, vouchers, serviceHours }),
    gateway: new PaymentGateway(db, now),
  };
}
