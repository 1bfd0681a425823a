// Forgot password (machines/password-reset): the e-mail first; then the 6-digit code from the
// e-mail, the new password and its confirmation; then a confirmation with a link to log in. The root
// runs the password-reset machine while this page is shown (systemId passwordReset).
import { Trans, useLingui } from "@lingui/react/macro";
import type { PasswordResetField } from "@domain/auth/password-reset-form";
import type { PasswordResetActor } from "@machines/app/app.machine";
import {
  selectCanResendCode,
  selectIsPasswordResetBusy,
  selectIsSendingCode,
  selectPasswordResetFieldErrors,
  selectPasswordResetFormError,
  selectPasswordResetStep,
  selectPasswordResetValues,
} from "@machines/password-reset/password-reset.selectors";
import { Alert, Anchor, Button, Container, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconMail } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { focusFirstInvalid } from "../../components/focus-first-error";
import { translateKey } from "../../i18n";
import { useChild } from "../../app-context";

export function ForgotPasswordPage() {
  const actor = useChild("passwordReset");
  return actor ? <ForgotPasswordForm actor={actor} /> : null;
}

function ForgotPasswordForm(props: { actor: PasswordResetActor }) {
  const { actor } = props;
  const { t } = useLingui();
  const step = useSelector(actor, selectPasswordResetStep);
  const values = useSelector(actor, selectPasswordResetValues);
  const errors = useSelector(actor, selectPasswordResetFieldErrors);
  const formError = useSelector(actor, selectPasswordResetFormError);
  const busy = useSelector(actor, selectIsPasswordResetBusy);
  const sending = useSelector(actor, selectIsSendingCode);
  const canResend = useSelector(actor, selectCanResendCode);

  const field = (name: PasswordResetField) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => actor.send({ type: "FIELD.CHANGED", field: name, value: e.currentTarget.value }),
    error: errors[name] ? translateKey(errors[name]) : undefined,
    name,
    "data-testid": `reset-${name}`,
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    actor.send({ type: "SUBMIT" });
    focusFirstInvalid(e.currentTarget);
  };

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Stack gap="md">
          <Title order={1}>
            <Trans id="reset.title">Reset your password</Trans>
          </Title>
          {formError ? (
            <Alert color="red" icon={<IconCircleX aria-hidden />} role="alert">
              {translateKey(formError)}
            </Alert>
          ) : null}
          {step === "email" ? (
            <form noValidate onSubmit={submit}>
              <Stack gap="md">
                <Text>
                  <Trans id="reset.email.intro">Enter the e-mail of your account. We will send you a 6-digit code.</Trans>
                </Text>
                <TextInput label={t({ id: "reset.email", message: "E-mail" })} type="email" autoComplete="email" required {...field("email")} />
                <Button type="submit" loading={sending} data-testid="reset-send-code">
                  <Trans id="reset.send-code">Send the code</Trans>
                </Button>
              </Stack>
            </form>
          ) : null}
          {step === "newPassword" ? (
            <form noValidate onSubmit={submit}>
              <Stack gap="md">
                <Alert color="blue" icon={<IconMail aria-hidden />} data-testid="reset-code-sent">
                  {translateKey("password-reset.code-sent")}
                </Alert>
                <TextInput
                  label={t({ id: "reset.code", message: "Verification code" })}
                  description={t({ id: "reset.code.hint", message: "The 6 digits from the e-mail" })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  required
                  {...field("code")}
                />
                <PasswordInput label={t({ id: "reset.password", message: "New password" })} autoComplete="new-password" required {...field("password")} />
                <PasswordInput
                  label={t({ id: "reset.password-confirmation", message: "Confirm the new password" })}
                  autoComplete="new-password"
                  required
                  {...field("passwordConfirmation")}
                />
                <Button type="submit" loading={busy} data-testid="reset-submit">
                  <Trans id="reset.submit">Change my password</Trans>
                </Button>
                <Group justify="space-between">
                  <Button variant="subtle" onClick={() => actor.send({ type: "BACK" })}>
                    <Trans id="reset.back">Use another e-mail</Trans>
                  </Button>
                  <Button variant="subtle" disabled={!canResend} onClick={() => actor.send({ type: "CODE.RESEND" })}>
                    <Trans id="reset.resend">Send a new code</Trans>
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : null}
          {step === "done" ? (
            <Stack>
              <Alert color="green" icon={<IconCircleCheck aria-hidden />} data-testid="reset-done">
                {translateKey("password-reset.success")}
              </Alert>
              <Anchor component={Link} to="/connect">
                <Trans id="reset.login">Go to the login page</Trans>
              </Anchor>
            </Stack>
          ) : null}
          {step !== "done" ? (
            <Anchor component={Link} to="/connect" size="sm">
              <Trans id="reset.back-to-login">Back to login</Trans>
            </Anchor>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
