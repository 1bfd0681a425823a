// Language picker: a collapsible radio list of the languages the deployment country supports, its
// default first (Denmark: English, Dansk). The current language is always listed, so a page opened
// with `?lang=ar` (a preview of any catalog) shows Arabic as selected and lets the user go back.
import { type CountryCode, COUNTRIES } from "@config/countries";
import { appLanguageEntry } from "@config/language-names";
import { Trans, useLingui } from "@lingui/react/macro";
import { Collapse, Group, Radio, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconLanguage } from "@tabler/icons-react";
import { useId } from "react";
import { activateLocale, type AppLocale, offeredLocales, toAppLocale } from "../../i18n";
import { useConfig } from "../../app-context";

export function useLanguageOptions() {
  const config = useConfig();
  const { i18n } = useLingui();
  const country = COUNTRIES[config.country as CountryCode];
  const offered = offeredLocales(country?.languages ?? [config.language], country?.defaultLanguage);
  const current = toAppLocale(i18n.locale);
  const locales: AppLocale[] = offered.includes(current) ? offered : [...offered, current];
  return {
    current,
    options: locales.map((code) => ({ code, label: appLanguageEntry(code).nativeName })),
  };
}

export function LanguagePicker(props: { defaultOpened?: boolean }) {
  const { t } = useLingui();
  const { current, options } = useLanguageOptions();
  const [opened, { toggle }] = useDisclosure(props.defaultOpened ?? false);
  const panelId = useId();
  const currentLabel = options.find((o) => o.code === current)?.label ?? current;
  return (
    <Stack gap={4}>
      <UnstyledButton
        className="menu-row"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="language-toggle"
      >
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <IconLanguage size={20} aria-hidden />
            <Text size="sm">
              <Trans id="language.picker.label">Language</Trans>: <span lang={current}>{currentLabel}</span>
            </Text>
          </Group>
          <IconChevronDown size={16} aria-hidden style={{ transform: opened ? "rotate(180deg)" : undefined }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={panelId} keepMounted={false}>
        <Radio.Group
          value={current}
          onChange={(value) => void activateLocale(value as AppLocale, { persist: true })}
          aria-label={t({ id: "language.picker.label", message: "Language" })}
          px="sm"
          py={4}
        >
          <Stack gap="xs" py={4}>
            {options.map((o) => (
              <Radio key={o.code} value={o.code} label={<span lang={o.code}>{o.label}</span>} data-testid={`language-${o.code}`} />
            ))}
          </Stack>
        </Radio.Group>
      </Collapse>
    </Stack>
  );
}
