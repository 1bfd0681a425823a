// Frame of the app pages that work on the selected vendor (request, tracking, history, bulk, help
// centre): the page title, the selected vendor as "name - id" with its pick-up estimate when above
// 0 (estimation_pick_up_time, seconds, shown in minutes), or the state of the vendor list, and the page's content.
// A failed or empty vendor list is said in a Notice (no Mantine Alert chunk before the page is usable: issue 14).
import { pickUpEstimateMinutes, vendorLabel } from "@domain/vendors";
import { Trans } from "@lingui/react/macro";
import { selectIsGuestVendor, selectSelectedVendor, selectVendorsStatus } from "@machines/vendors/vendors.selectors";
import { Button, Group, Loader } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { Notice } from "./notice";
import { PageFrame } from "./page-frame";
import { useChild } from "../app-context";

export function VendorPageFrame(props: { title: ReactNode; children?: ReactNode; size?: "sm" | "md" | "lg" | "xl" }) {
  const vendors = useChild("vendors");
  const status = useSelector(vendors, selectVendorsStatus);
  const vendor = useSelector(vendors, selectSelectedVendor);
  const guest = useSelector(vendors, selectIsGuestVendor);
  let subtitle: ReactNode = null;
  if (guest) subtitle = <Trans id="vendor.guest">You are using the portal as a guest.</Trans>;
  else if (vendor) {
    const minutes = pickUpEstimateMinutes(vendor);
    subtitle = (
      <>
        <span data-testid="selected-vendor">{vendorLabel(vendor)}</span>
        {minutes !== null ? (
          <span data-testid="pick-up-estimate">
            {" · "}
            <Trans id="vendor.pick-up-estimate">Pick-up in about {minutes} min</Trans>
          </span>
        ) : null}
      </>
    );
  }
  else if (status === "loading")
    subtitle = (
      <Group gap="xs" component="span">
        <Loader size="xs" aria-hidden />
        <Trans id="vendor.loading">Loading your branches…</Trans>
      </Group>
    );
  return (
    <PageFrame title={props.title} subtitle={subtitle} size={props.size}>
      {status === "failed" ? (
        <Notice color="red" icon={<IconAlertTriangle aria-hidden />} title={<Trans id="error.cant-retrieve-vendors">We could not retrieve your branches.</Trans>}>
          <Button variant="white" color="red" size="xs" onClick={() => vendors.send({ type: "RETRY" })}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </Notice>
      ) : null}
      {status === "empty" ? (
        <Notice color="orange" icon={<IconAlertTriangle aria-hidden />}>
          <Trans id="error.no-vendors">No branch is linked to your account. Please contact your account manager.</Trans>
        </Notice>
      ) : null}
      {props.children}
    </PageFrame>
  );
}
