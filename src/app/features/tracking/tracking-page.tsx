// The order tracking page (/order-tracking[/$vendorId], ?order_id selects an order; core section 2
// "Order tracking"): the search (order id, customer phone or name, spaces ignored; search history),
// the tabs New, Pre-orders, Collected, Delivered/returned and Cancelled with their counts, the rows
// of the chosen tab, the details of the selected order with the cancel dialog, the live channel's
// state, and the polite status region that announces status changes. Everything it shows comes
// from the orders, live channel, rider tracker and cancel machines' selectors.
import { type OrderTab, ORDER_TABS, orderTab } from "@domain/orders";
import { GUEST_VENDOR_ID } from "@domain/vendors";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { selectLiveStatus } from "@machines/live-channel/live-channel.selectors";
import {
  selectCurrentFailed,
  selectIsLoadingCurrent,
  selectOrder,
  selectOrdersStore,
  selectOrdersVendor,
  selectSearch,
  selectSearchHistory,
  selectTabs,
} from "@machines/orders/orders.selectors";
import { selectSelectedVendorId } from "@machines/vendors/vendors.selectors";
import { Alert, Badge, Button, Grid, Group, Loader, Paper, Tabs, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useAppServices, useOrderServices } from "../../services/app-services";
import { useVendorSync } from "../pages/use-vendor-route";
import { VendorPageFrame } from "../pages/vendor-page-frame";
import { CancelDialog } from "./cancel-dialog";
import { intlLocale } from "./format";
import { OrderDetails } from "./order-details";
import { OrderList } from "./order-list";
import { TAB_MSGS } from "./order-messages";
import { SearchBox } from "./search-box";
import { StatusRegion, useStatusAnnouncements } from "./status-announcer";
import { useCoarseNow } from "./use-now";
import "./orders.css";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function LiveStatusBadge() {
  const { liveChannel } = useOrderServices();
  const status = useSelector(liveChannel, selectLiveStatus);
  const color = status === "subscribed" ? "green" : status === "disconnected" ? "gray" : "orange";
  return (
    <Badge variant="dot" color={color} size="lg" data-testid="live-status" data-live-status={status}>
      {status === "subscribed" ? (
        <Trans id="order-tracking.live.on">Live updates on</Trans>
      ) : status === "reconnecting" ? (
        <Trans id="order-tracking.live.reconnecting">Reconnecting…</Trans>
      ) : status === "disconnected" ? (
        <Trans id="order-tracking.live.off">Live updates off</Trans>
      ) : (
        <Trans id="order-tracking.live.connecting">Connecting…</Trans>
      )}
    </Badge>
  );
}

export function OrderTrackingPage(props: { vendorId?: string; orderId?: string }) {
  useVendorSync("order-tracking", props.vendorId);
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { vendors, config } = useAppServices();
  const services = useOrderServices();
  const { orders } = services;
  const nowMs = useCoarseNow();
  // The subscription only compares the store object; the classification runs once per render (not
  // once per event), so a burst of updates costs one classification.
  const store = useSelector(orders, selectOrdersStore);
  const search = useSelector(orders, selectSearch);
  const selection = useSelector(orders, selectOrdersVendor, sameJson);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store, the selection and the search are what selectTabs reads
  const tabs = useMemo(() => selectTabs(orders.getSnapshot(), nowMs), [orders, store, selection, search, nowMs]);
  const loading = useSelector(orders, selectIsLoadingCurrent);
  const failed = useSelector(orders, selectCurrentFailed);
  const searchHistory = useSelector(orders, selectSearchHistory, sameJson);
  const selectedVendorId = useSelector(vendors, selectSelectedVendorId);
  const orderId = props.orderId ?? null;
  const selected = useSelector(orders, (s) => selectOrder(s, orderId));
  // null until the first lists arrive: then the first tab with orders (New when all are empty).
  const [chosenTab, setTab] = useState<OrderTab | null>(null);
  const tab: OrderTab = chosenTab ?? "new";
  const detailsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (chosenTab !== null || loading || selection.vendorId === null) return;
    setTab(ORDER_TABS.find((key) => tabs[key].length > 0) ?? "new");
  }, [chosenTab, loading, selection.vendorId, tabs]);

  // The selected order's tab is shown (e.g. after placing an order, ?order_id=…), and followed when the
  // order moves on (its row stays in view) until the user picks another tab.
  const selectedTab = selected ? orderTab(selected, Math.floor(nowMs / 1000)) : null;
  const following = useRef<{ orderId: string | null; follow: boolean }>({ orderId: null, follow: false });
  useEffect(() => {
    if (!selected) return;
    if (following.current.orderId !== selected.order_id) following.current = { orderId: selected.order_id, follow: true };
    if (following.current.follow && selectedTab) setTab(selectedTab);
  }, [selected, selectedTab]);
  const chooseTab = (next: OrderTab) => {
    following.current.follow = next === selectedTab;
    setTab(next);
  };

  // An order that is not in the store (an older one, or placed a moment ago) is read once.
  const looked = useRef<string | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const ready = !loading && selection.vendorId !== null;
  useEffect(() => {
    if (!orderId || selected || !ready || looked.current === orderId) return;
    looked.current = orderId;
    void services.lookupOrder(selectedVendorId ?? GUEST_VENDOR_ID, orderId).then((found) => {
      if (!found) setMissing(orderId);
    });
  }, [orderId, selected, ready, selectedVendorId, services]);

  const shown = useMemo(() => {
    const all = ORDER_TABS.flatMap((t) => tabs[t]);
    return selected && !all.some((o) => o.order_id === selected.order_id) ? [...all, selected] : all;
  }, [tabs, selected]);
  const announcement = useStatusAnnouncements(shown, nowMs);

  const scrollToDetails = () => {
    // Small screens stack the details below the list: bring them into view (the focus stays on the row).
    if (typeof window !== "undefined" && window.matchMedia?.("(max-width: 62em)").matches) {
      requestAnimationFrame(() => detailsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
    }
  };

  return (
    <VendorPageFrame title={<Trans id="order-tracking.title">Order tracking</Trans>} size="xl">
      <StatusRegion message={announcement} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div style={{ flex: "1 1 320px", maxWidth: 560 }}>
          <SearchBox
            label={<Trans id="order-tracking.search.label">Search by order ID, phone or customer name</Trans>}
            placeholder={t({ id: "order-tracking.search.placeholder", message: "e.g. DK-1001-100123 or +45 20 12 34 56" })}
            value={search}
            history={searchHistory}
            onSubmit={(text) => orders.send({ type: "ORDERS.SEARCH", text })}
            testId="order-search"
          />
        </div>
        <Group gap="sm">
          {loading ? (
            <Group gap={6}>
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                <Trans id="order-tracking.refreshing">Refreshing orders…</Trans>
              </Text>
            </Group>
          ) : null}
          <LiveStatusBadge />
        </Group>
      </Group>

      {failed ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={<Trans id="order-tracking.failed">We could not retrieve your current orders.</Trans>}>
          <Button variant="white" color="red" size="xs" mt="xs" onClick={() => orders.send({ type: "ORDERS.REFETCH_ACTIVE", now: Date.now() })}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </Alert>
      ) : null}

      <Tabs value={tab} onChange={(v) => v && chooseTab(v as OrderTab)} keepMounted={false}>
        <Tabs.List aria-label={t({ id: "order-tracking.tabs", message: "Orders by status" })} className="order-tabs" mb="md">
          {ORDER_TABS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              data-testid={`tab-${key}`}
              rightSection={
                <Badge size="sm" variant={tab === key ? "filled" : "light"} circle={tabs[key].length < 10} data-testid={`tab-count-${key}`}>
                  {tabs[key].length}
                </Badge>
              }
            >
              {i18n._(TAB_MSGS[key])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            {ORDER_TABS.map((key) => (
              <Tabs.Panel key={key} value={key} pt="sm" data-testid={`panel-${key}`}>
                <OrderList
                  orders={tabs[key]}
                  selectedId={orderId}
                  nowMs={nowMs}
                  timeZone={config.timezone}
                  locale={intlLocale(i18n.locale, config.country)}
                  label={i18n._(TAB_MSGS[key])}
                  onSelect={scrollToDetails}
                  empty={
                    search ? (
                      <Trans id="order-tracking.empty.search">No order of this tab matches your search.</Trans>
                    ) : (
                      <Trans id="order-tracking.empty">No orders here yet.</Trans>
                    )
                  }
                />
              </Tabs.Panel>
            ))}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} ref={detailsRef}>
            {selected ? (
              <OrderDetails order={selected} nowMs={nowMs} />
            ) : (
              <Paper withBorder radius="md" p="lg" data-testid="order-details-empty">
                <Text c="dimmed">
                  {orderId && missing === orderId ? (
                    <Trans id="order-tracking.not-found">We could not find order {orderId}.</Trans>
                  ) : orderId ? (
                    <Trans id="order-tracking.looking-up">Looking for order {orderId}…</Trans>
                  ) : (
                    <Trans id="order-tracking.choose">Choose an order to see its details.</Trans>
                  )}
                </Text>
              </Paper>
            )}
          </Grid.Col>
        </Grid>
      </Tabs>
      <CancelDialog />
    </VendorPageFrame>
  );
}
