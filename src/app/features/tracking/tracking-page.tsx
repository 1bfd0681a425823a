// The order tracking page (/order-tracking[/$vendorId], ?order_id selects an order; core section 2
// "Order tracking"): the search (order id, customer phone or name, spaces ignored; search history),
// the tabs New, Pre-orders, Collected, Delivered/returned and Cancelled with their counts, the rows
// of the chosen tab, the details of the selected order with the cancel dialog, the live channel's
// state, and the polite status region that announces status changes. Everything it shows comes
// from the orders, live channel, rider tracker and cancel machines' selectors; which tab is shown
// (the first with orders, then following the selected order) and reading a selected order the store
// lacks are the tracking view machine's (machines/tracking-view), which the root opens for this page.
import { type OrderTab, ORDER_TABS } from "@domain/orders";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { ReactNode } from "react";
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
import { selectMissingOrderId, selectShownTab } from "@machines/tracking-view/tracking-view.selectors";
import type { LiveChannelActor, OrderSide } from "@machines/app/app.machine";
import { Badge, Button, Group, Loader, Paper, Tabs, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { useMemo, useRef } from "react";
import { useClock, useConfig, useOrderSide } from "../../app-context";
import { Notice } from "../../components/notice";
import { PendingPage } from "../../components/pending-page";
import { VendorPageFrame } from "../../components/vendor-page-frame";
import { CancelDialog } from "../../components/orders/cancel-dialog-host";
import { intlLocale } from "../../components/orders/format";
import { LazyOrderDetails, preloadOrderDetails } from "../../components/orders/lazy-order-details";
import { OrderList } from "./order-list";
import { TAB_MSGS } from "../../components/orders/order-messages";
import { SearchBox } from "../../components/orders/search-box";
import { StatusRegion, useStatusAnnouncements } from "../../components/orders/status-announcer";
import { useCoarseNow } from "../../components/orders/use-now";
import "../../components/orders/orders.css";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function LiveStatusBadge(props: { liveChannel: LiveChannelActor }) {
  const status = useSelector(props.liveChannel, selectLiveStatus);
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
  // Opened for one order: its details are what the page is for, so their chunk is asked for at once.
  if (props.orderId) void preloadOrderDetails();
  const side = useOrderSide();
  const title = <Trans id="order-tracking.title">Order tracking</Trans>;
  if (!side) return <PendingPage />;
  return <TrackingContent side={side} title={title} orderId={props.orderId ?? null} />;
}

function TrackingContent(props: { side: OrderSide; title: ReactNode; orderId: string | null }) {
  const clock = useClock();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const config = useConfig();
  const { orders, trackingView, liveChannel } = props.side;
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
  const orderId = props.orderId;
  const selected = useSelector(orders, (s) => selectOrder(s, orderId));
  const tab: OrderTab = useSelector(trackingView, selectShownTab);
  const missing = useSelector(trackingView, selectMissingOrderId);
  const detailsRef = useRef<HTMLDivElement>(null);
  const chooseTab = (next: OrderTab) => trackingView.send({ type: "TAB.CHOSEN", tab: next });

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
    <VendorPageFrame title={props.title} size="xl">
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
          <LiveStatusBadge liveChannel={liveChannel} />
        </Group>
      </Group>

      {failed ? (
        <Notice color="red" icon={<IconAlertTriangle aria-hidden />} title={<Trans id="order-tracking.failed">We could not retrieve your current orders.</Trans>}>
          <Button variant="white" color="red" size="xs" onClick={() => orders.send({ type: "ORDERS.REFETCH_ACTIVE", now: clock() })}>
            <Trans id="common.retry">Try again</Trans>
          </Button>
        </Notice>
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
        {/* The list and the details side by side from 62em (Mantine's md), stacked below (orders.css; no Mantine Grid: issue 14). */}
        <div className="tracking-columns">
          <div>
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
          </div>
          <div ref={detailsRef}>
            {selected ? (
              <LazyOrderDetails order={selected} nowMs={nowMs} />
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
          </div>
        </div>
      </Tabs>
      <CancelDialog />
    </VendorPageFrame>
  );
}
