// Pure rules of the bulk upload (issue 10): limits and statuses, the file's columns and example
// row, the row rules (the request form's, plus the file's own) and the messages.
export * from "./columns";
export * from "./limits";
export * from "./messages";
export * from "./rows";
