// A notice in the look of Mantine's light Alert (a tinted box, an optional icon and bold title, the
// message), as plain elements styled by notice.css (issue 14: the failure and not-found notices of
// the vendor pages, order tracking, history and bulk need no Alert chunk before the page is usable).
// Like Mantine's Alert it is role="alert" unless told otherwise.
import type { ReactNode } from "react";
import "./notice.css";

export function Notice(props: {
  color: "red" | "orange" | "gray" | "blue";
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  role?: "alert" | "status" | "none";
  testId?: string;
}) {
  const role = props.role ?? "alert";
  return (
    <div className="notice" data-color={props.color} role={role === "none" ? undefined : role} data-testid={props.testId}>
      {props.icon ? <div className="notice__icon">{props.icon}</div> : null}
      <div className="notice__body">
        {props.title ? <div className="notice__title">{props.title}</div> : null}
        {props.children ? <div className="notice__message">{props.children}</div> : null}
      </div>
    </div>
  );
}
