// Card rules of the online payment: the choice (NOT_SET, NEW, EXISTING), Luhn, expiry and CVC.
import { describe, expect, it } from "vitest";
import { cardChoiceProblem, EMPTY_CARD_CHOICE, isCardFormValid, isLuhnValid, lastDigits } from "../../../src/domain/request/card";

const NOW = Date.parse("2026-05-04T10:00:00Z");
const CARD = { number: "4242 4242 4242 4242", expiryMonth: "12", expiryYear: "2030", securityCode: "123" };

describe("card", () => {
  it.each([
    ["4242424242424242", true],
    ["4000 0000 0000 3220", true],
    ["4000-0000-0000-0002", true],
    ["4242424242424241", false],
    ["1234", false],
    ["abcd efgh ijkl mnop", false],
  ])("Luhn %s: %s", (n, valid) => {
    expect(isLuhnValid(n)).toBe(valid);
  });

  it.each([
    [CARD, true],
    [{ ...CARD, expiryMonth: "05", expiryYear: "2026" }, true],
    [{ ...CARD, expiryMonth: "04", expiryYear: "2026" }, false],
    [{ ...CARD, expiryMonth: "5", expiryYear: "26" }, true],
    [{ ...CARD, expiryMonth: "13" }, false],
    [{ ...CARD, expiryMonth: "0" }, false],
    [{ ...CARD, expiryYear: "230" }, false],
    [{ ...CARD, securityCode: "12" }, false],
    [{ ...CARD, securityCode: "1234" }, true],
    [{ ...CARD, number: "4242424242424241" }, false],
  ])("card form %j at 2026-05: %s", (fields, valid) => {
    expect(isCardFormValid(fields, NOW)).toBe(valid);
  });

  it("the choice: NOT_SET, a new card needs a name and a valid form, an existing card a selection", () => {
    expect(cardChoiceProblem(EMPTY_CARD_CHOICE)).toBe("payment.card.choose");
    expect(cardChoiceProblem({ ...EMPTY_CARD_CHOICE, newOrExistingCard: "NEW" })).toBe("payment.card.name-required");
    expect(cardChoiceProblem({ ...EMPTY_CARD_CHOICE, newOrExistingCard: "NEW", nameOnCard: "  " })).toBe("payment.card.name-required");
    expect(cardChoiceProblem({ ...EMPTY_CARD_CHOICE, newOrExistingCard: "NEW", nameOnCard: "Ida" })).toBe("payment.card.invalid");
    expect(cardChoiceProblem({ ...EMPTY_CARD_CHOICE, newOrExistingCard: "NEW", nameOnCard: "Ida", cardFormValid: true })).toBeNull();
    expect(cardChoiceProblem({ ...EMPTY_CARD_CHOICE, newOrExistingCard: "EXISTING" })).toBe("payment.card.select");
    expect(cardChoiceProblem({ ...EMPTY_CARD_CHOICE, newOrExistingCard: "EXISTING", selectedCardId: "card_1" })).toBeNull();
    expect(lastDigits("4242 4242 4242 4242")).toBe("4242");
  });
});
