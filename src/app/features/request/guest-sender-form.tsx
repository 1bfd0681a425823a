// Before a guest's first request: who sends the order (name, phone, e-mail). The values are kept in
// local storage by the request services and attached as the sender block of guest orders; the
// flow then asks for the pick-up address. Errors show on their fields and clear when edited.
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
import { focusFirstInvalid } from "../../components/focus-first-error";
import type { StoredGuestSender } from "@machines/request-page/request-page.inputs";
import { type GuestSenderErrors, type GuestSenderValues, guestSenderErrors } from "./guest-sender";
import { StepHeading } from "./step-heading";

export const GUEST_SENDER_MESSAGES = [
  msg({ id: "request.sender.fill-name", message: "Fill your name" }),
  msg({ id: "request.sender.wrong-name", message: "Your name is not valid" }),
  msg({ id: "request.sender.fill-phone", message: "Fill your phone number" }),
  msg({ id: "request.sender.email-invalid", message: "Please enter a valid email" }),
];

export function GuestSenderForm(props: { initial: StoredGuestSender | null; countryCode: string; phonePrefix: string; onSave: (sender: StoredGuestSender) => void }) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<GuestSenderValues>({
    name: props.initial?.name ?? "",
    phone: props.initial?.phone_number ?? "",
    email: props.initial?.email ?? "",
  });
  const [errors, setErrors] = useState<GuestSenderErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = props.phonePrefix;
  const field = (name: keyof GuestSenderValues) => ({
    name,
    value: values[name],
    error: errors[name] ? i18n._(errors[name] as string) : undefined,
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });
  return (
    <Stack gap="md" data-testid="step-guest-sender">
      <StepHeading>
        <Trans id="request.sender.title">Your details</Trans>
      </StepHeading>
      <Text size="sm">
        <Trans id="request.sender.intro">As a guest, tell us who sends the order. The rider and the customer may contact you.</Trans>
      </Text>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const found = guestSenderErrors(values, props.countryCode);
          setErrors(found);
          if (Object.keys(found).length > 0) {
            focusFirstInvalid(formRef.current);
            return;
          }
          props.onSave({ name: values.name.trim(), phone_number: values.phone.trim(), email: values.email.trim(), location: props.initial?.location ?? null });
        }}
      >
        <Stack gap="sm">
          <TextInput label={<Trans id="request.sender.name">Your name</Trans>} required autoComplete="name" data-testid="sender-name" {...field("name")} />
          <TextInput
            label={<Trans id="request.sender.phone">Your phone</Trans>}
            description={<Trans id="request.sender.phone.help">Without a country code it is read as a {prefix} number.</Trans>}
            required
            type="tel"
            autoComplete="tel"
            data-testid="sender-phone"
            {...field("phone")}
          />
          <TextInput label={<Trans id="request.sender.email">Your e-mail</Trans>} required type="email" autoComplete="email" data-testid="sender-email" {...field("email")} />
          <Group>
            <Button type="submit" data-testid="sender-continue">
              <Trans id="request.sender.continue">Continue</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
