// Login form: e-mail, password, a "forgot password" link and the acceptance of the terms and the
// privacy policy (remembered once accepted). It renders the login machine the root runs on the
// landing and connect pages (machines/login: the checks, the remembered acceptance, the request to
// the session); a failure is shown by the root as an error toast with the key "auth.{error message}",
// and a success lets the route guards take the user to the request page.
import { LegalLink } from "./legal-link";
import { legalLinks } from "@config/countries";
import type { LoginField } from "@domain/login";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { LoginActor } from "@machines/app/app.machine";
import { selectLoginProblems, selectLoginValues } from "@machines/login/login.selectors";
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { useChild, useConfig } from "../app-context";
import { focusFirstInvalid } from "./focus-first-error";
import { useSessionView } from "./use-session-view";

/** The texts of the login machine's problem keys (src/domain/login.ts). */
const PROBLEM_MSGS: Record<LoginField, ReturnType<typeof msg>> = {
  email: msg({ id: "login.error.email", message: "Please enter a valid e-mail address" }),
  password: msg({ id: "login.error.password", message: "Please enter your password" }),
  terms: msg({ id: "login.error.terms", message: "Please accept the terms and conditions and the privacy policy" }),
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function LoginForm(props: { autoFocus?: boolean }) {
  const login = useChild("login");
  return login ? <LoginFields login={login} autoFocus={props.autoFocus} /> : null;
}

function LoginFields(props: { login: LoginActor; autoFocus?: boolean }) {
  const { login } = props;
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const config = useConfig();
  const { loggingIn } = useSessionView();
  const { email, password, termsAccepted: accepted } = useSelector(login, selectLoginValues, sameJson);
  const problems = useSelector(login, selectLoginProblems);
  const errors: Partial<Record<LoginField, string>> = Object.fromEntries(
    (Object.keys(problems) as LoginField[]).map((field) => [field, i18n._(PROBLEM_MSGS[field])]),
  );
  const legal = legalLinks(config.country);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    login.send({ type: "SUBMIT" });
    // The machine checked the form synchronously: the first field it objects to gets the focus.
    focusFirstInvalid(e.currentTarget);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      <Stack gap="md">
        <TextInput
          label={t({ id: "login.email", message: "E-mail" })}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => login.send({ type: "FIELD.CHANGED", field: "email", value: e.currentTarget.value })}
          error={errors.email}
          data-autofocus={props.autoFocus || undefined}
          name="email"
        />
        <PasswordInput
          label={t({ id: "login.password", message: "Password" })}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => login.send({ type: "FIELD.CHANGED", field: "password", value: e.currentTarget.value })}
          error={errors.password}
          name="password"
          visibilityToggleButtonProps={{
            "aria-label": t({ id: "login.password.toggle", message: "Show or hide the password" }),
          }}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" size="sm">
            <Trans id="login.forgot-password">Forgot your password?</Trans>
          </Anchor>
        </Group>
        <Checkbox
          checked={accepted}
          onChange={(e) => login.send({ type: "TERMS.CHANGED", accepted: e.currentTarget.checked })}
          error={errors.terms}
          name="terms"
          label={
            <Trans id="login.terms">
              I accept the{" "}
              <LegalLink target={legal.terms} testId="login-terms-link" inherit>
                terms and conditions
              </LegalLink>{" "}
              and the{" "}
              <LegalLink target={legal.privacy} testId="login-privacy-link" inherit>
                privacy policy
              </LegalLink>
            </Trans>
          }
        />
        <Button type="submit" loading={loggingIn} fullWidth data-testid="login-submit">
          <Trans id="login.submit">Log in</Trans>
        </Button>
      </Stack>
    </form>
  );
}
