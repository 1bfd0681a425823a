// Frame of a page: one h1, an optional line below it, and the page's content in a readable width.
import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function PageFrame(props: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode; size?: "sm" | "md" | "lg" | "xl" }) {
  return (
    <Container size={props.size ?? "lg"} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{props.title}</Title>
          {props.subtitle ? (
            <Text c="dimmed" mt={4} data-testid="page-subtitle">
              {props.subtitle}
            </Text>
          ) : null}
        </div>
        {props.children}
      </Stack>
    </Container>
  );
}
