// The brand's logo (letter mark from src/config/brands.ts) with the service name next to it.
// The image is decorative next to the name; alone (compact) its alt text is the service name, so
// the link around it is named by what it shows.
import { BRANDS, type BrandId, serviceName } from "@config/brands";
import { Group, Text } from "@mantine/core";
import { useConfig } from "../app-context";

export function BrandLogo(props: { height?: number; compact?: boolean }) {
  const config = useConfig();
  const brand = BRANDS[config.brand as BrandId];
  const h = props.height ?? 32;
  return (
    <Group gap={8} wrap="nowrap" className="brand-logo">
      <img src={brand.faviconDataUrl} alt={props.compact ? serviceName(brand, config.country) : ""} width={h} height={h} />
      {props.compact ? null : (
        <Text component="span" fw={800} fz={h * 0.6} c="brand" lh={1}>
          {serviceName(brand, config.country)}
        </Text>
      )}
    </Group>
  );
}
