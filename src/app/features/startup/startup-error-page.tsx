// The startup error page: shown instead of the portal when the deployment configuration is
// invalid, listing each problem (field and message). Plain HTML, no theme: the brand itself may
// be what is wrong.
import type { DeploymentProblem } from "@config/deployment";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { i18n } from "../../i18n";

export function StartupErrorPage(props: { problems: DeploymentProblem[] }) {
  return (
    <I18nProvider i18n={i18n}>
      <main className="startup-error" data-testid="startup-error">
        <h1>
          <Trans id="startup.error.title">The portal cannot start</Trans>
        </h1>
        <p>
          <Trans id="startup.error.text">The deployment configuration is invalid. Please correct these problems:</Trans>
        </p>
        <ul>
          {props.problems.map((p) => (
            <li key={`${p.field}:${p.message}`}>
              <code>{p.field}</code>: {p.message}
            </li>
          ))}
        </ul>
      </main>
    </I18nProvider>
  );
}
