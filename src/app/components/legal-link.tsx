// A terms or privacy link of the deployment's country (src/config/countries.ts `legalLinks`): the
// country's external page in a new tab where one is configured, otherwise the product's own page.
import type { LegalTarget } from "@config/countries";
import { Anchor, type AnchorProps } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

export function LegalLink(props: { target: LegalTarget; children: ReactNode; testId?: string } & AnchorProps) {
  const { target, children, testId, ...anchor } = props;
  if ("external" in target) {
    return (
      <Anchor href={target.external} target="_blank" rel="noopener noreferrer" data-testid={testId} {...anchor}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={target.to} hash={target.hash} data-testid={testId} {...anchor}>
      {children}
    </Anchor>
  );
}
