// Registration (machines/registration): e-mail, vendor code (link an existing vendor) or vendor
// name (create a new one), business name, mobile number, password with its rules, confirmation and
// terms. Every error is shown on its field and the values are kept; success says the verification
// link in the e-mail must be clicked within 24 hours. The root runs the registration machine while
// this page is shown (systemId registration).
import { legalLinks } from "@config/countries";
import { LegalLink } from "../../components/legal-link";
import { passwordProblems, PASSWORD_RULES } from "@domain/auth";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  selectIsRegistering,
  selectRegistrationFieldErrors,
  selectRegistrationFormError,
  selectRegistrationSucceeded,
  selectRegistrationValues,
} from "@machines/registration/registration.selectors";
import type { RegistrationTextField } from "@domain/auth/registration-form";
import { Alert, Anchor, Button, Checkbox, Container, List, Paper, PasswordInput, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCheck, IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { RegistrationActor } from "@machines/app/app.machine";
import { focusFirstInvalid } from "../../components/focus-first-error";
import { translateKey } from "../../i18n";
import { useChild, useConfig } from "../../app-context";

export function RegisterPage() {
  const actor = useChild("registration");
  return actor ? <RegisterForm actor={actor} /> : null;
}

function RegisterForm(props: { actor: RegistrationActor }) {
  const { actor } = props;
  const { t } = useLingui();
  const config = useConfig();
  const values = useSelector(actor, selectRegistrationValues);
  const errors = useSelector(actor, selectRegistrationFieldErrors);
  const formError = useSelector(actor, selectRegistrationFormError);
  const busy = useSelector(actor, selectIsRegistering);
  const done = useSelector(actor, selectRegistrationSucceeded);
  const prefix = config.phonePrefix;

  const field = (name: RegistrationTextField) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => actor.send({ type: "FIELD.CHANGED", field: name, value: e.currentTarget.value }),
    error: errors[name] ? translateKey(errors[name]) : undefined,
    name,
    "data-testid": `register-${name}`,
  });

  if (done) {
    return (
      <Container size="xs" py="xl">
        <Paper withBorder p="xl" radius="md">
          <Stack>
            <Title order={1}>
              <Trans id="register.done.title">Check your e-mail</Trans>
            </Title>
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} data-testid="register-success">
              {translateKey("registration.success")}
            </Alert>
            <Anchor component={Link} to="/connect">
              <Trans id="register.done.login">Go to the login page</Trans>
            </Anchor>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const problems = new Set(passwordProblems(values.password));
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: "SUBMIT" });
            focusFirstInvalid(e.currentTarget);
          }}
          data-testid="register-form"
        >
          <Stack gap="md">
            <div>
              <Title order={1}>
                <Trans id="register.title">Create an account</Trans>
              </Title>
              <Text c="dimmed" mt={4}>
                <Trans id="register.subtitle">Register your business to request riders.</Trans>
              </Text>
            </div>
            {formError ? (
              <Alert color="red" icon={<IconCircleX aria-hidden />} role="alert" data-testid="register-form-error">
                {translateKey(formError)}
              </Alert>
            ) : null}
            <TextInput label={t({ id: "register.email", message: "E-mail" })} type="email" autoComplete="email" required {...field("email")} />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="register-mode-label">
                <Trans id="register.mode.label">Your business</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="register-mode-label"
                value={values.mode}
                onChange={(mode) => actor.send({ type: "MODE.CHANGED", mode: mode as "vendorCode" | "vendorName" })}
                data={[
                  { value: "vendorCode", label: t({ id: "register.mode.code", message: "I have a vendor code" }) },
                  { value: "vendorName", label: t({ id: "register.mode.name", message: "I am a new business" }) },
                ]}
                data-testid="register-mode"
                fullWidth
              />
            </Stack>
            {values.mode === "vendorCode" ? (
              <TextInput label={t({ id: "register.vendor-code", message: "Vendor code" })} required {...field("vendorCode")} />
            ) : (
              <TextInput label={t({ id: "register.vendor-name", message: "Vendor name" })} required {...field("vendorName")} />
            )}
            <TextInput
              label={t({ id: "register.business-name", message: "Business name" })}
              autoComplete="organization"
              required
              {...field("businessName")}
            />
            <TextInput
              label={t({ id: "register.mobile-number", message: "Mobile number" })}
              description={t({ id: "register.mobile-number.hint", message: `Digits only, e.g. ${prefix}12345678` })}
              type="tel"
              autoComplete="tel"
              required
              {...field("mobileNumber")}
            />
            <PasswordInput
              label={t({ id: "register.password", message: "Password" })}
              autoComplete="new-password"
              required
              aria-describedby="register-password-rules"
              {...field("password")}
            />
            <List id="register-password-rules" size="sm" spacing={2} aria-label={t({ id: "register.password.rules", message: "Password rules" })}>
              {PASSWORD_RULES.map((rule) => {
                const ok = values.password.length > 0 && !problems.has(rule);
                return (
                  <List.Item key={rule} icon={ok ? <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden /> : <span aria-hidden>•</span>} c={ok ? "green.9" : undefined}>
                    {translateKey(rule)}
                  </List.Item>
                );
              })}
            </List>
            <PasswordInput
              label={t({ id: "register.password-confirmation", message: "Confirm the password" })}
              autoComplete="new-password"
              required
              {...field("passwordConfirmation")}
            />
            <Checkbox
              checked={values.termsAccepted}
              onChange={(e) => actor.send({ type: "TERMS.CHANGED", accepted: e.currentTarget.checked })}
              error={errors.termsAccepted ? translateKey(errors.termsAccepted) : undefined}
              data-testid="register-terms"
              label={
                <Trans id="register.terms">
                  I accept the{" "}
                  <LegalLink target={legalLinks(config.country).terms} inherit>
                    terms and conditions
                  </LegalLink>
                </Trans>
              }
            />
            <Button type="submit" loading={busy} data-testid="register-submit">
              <Trans id="register.submit">Create my account</Trans>
            </Button>
            <Text size="sm" ta="center">
              <Trans id="register.have-account">Already have an account?</Trans>{" "}
              <Anchor component={Link} to="/connect">
                <Trans id="register.login-link">Log in</Trans>
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
