// Login form: e-mail, password, a "forgot password" link and the acceptance of the terms and the
// privacy policy (remembered in local storage once accepted). Submitting sends LOGIN.SUBMITTED to
// the session machine; a failure is shown by the composition root as an error toast with the key
// "auth.{error message}", and a success lets the route guards take the user to the request page.
import { type CountryCode, COUNTRIES } from "@config/countries";
import { isEmail } from "@domain/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { focusFirstInvalid } from "../../components/focus-first-error";
import { useAppServices } from "../../services/app-services";
import { STORAGE_KEYS } from "../../services/storage";
import { useSessionView } from "../session/use-session-view";

type LoginErrors = Partial<Record<"email" | "password" | "terms", string>>;

export function LoginForm(props: { autoFocus?: boolean }) {
  const { t } = useLingui();
  const { store, config } = useAppServices();
  const { session, loggingIn } = useSessionView();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [accepted, setAccepted] = useState(() => store.get(STORAGE_KEYS.termsRequired) === "accepted");
  const [errors, setErrors] = useState<LoginErrors>({});
  const country = COUNTRIES[config.country as CountryCode];

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const next: LoginErrors = {};
    if (!isEmail(email)) next.email = t({ id: "login.error.email", message: "Please enter a valid e-mail address" });
    if (password.length === 0) next.password = t({ id: "login.error.password", message: "Please enter your password" });
    if (!accepted)
      next.terms = t({ id: "login.error.terms", message: "Please accept the terms and conditions and the privacy policy" });
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    store.set(STORAGE_KEYS.termsRequired, "accepted");
    session.send({ type: "LOGIN.SUBMITTED", email: email.trim(), password });
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
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setErrors(({ email: _e, ...rest }) => rest);
          }}
          error={errors.email}
          data-autofocus={props.autoFocus || undefined}
          name="email"
        />
        <PasswordInput
          label={t({ id: "login.password", message: "Password" })}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            setErrors(({ password: _p, ...rest }) => rest);
          }}
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
          onChange={(e) => {
            setAccepted(e.currentTarget.checked);
            setErrors(({ terms: _t, ...rest }) => rest);
          }}
          error={errors.terms}
          name="terms"
          label={
            <Trans id="login.terms">
              I accept the{" "}
              <Anchor component={Link} to="/termsandconditions" inherit>
                terms and conditions
              </Anchor>{" "}
              and the{" "}
              <Anchor href={country?.privacyLink} target="_blank" rel="noopener noreferrer" inherit>
                privacy policy
              </Anchor>
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
