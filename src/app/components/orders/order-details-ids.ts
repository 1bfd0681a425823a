// Ids shared by the order details and the dialogs that return focus to them.
export const DETAILS_HEADING_ID = "order-details-title";
