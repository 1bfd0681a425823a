// The help centre's articles for this product, in the deployment's languages (en, da-DK), and the
// search over them: every word of the query must appear in the title, the keywords or the text
// (case- and accent-insensitive).

export type Article = { id: string; title: string; keywords: string; body: string[] };
export type HelpLocale = "en" | "da";

const EN: Article[] = [
  {
    id: "requesting",
    title: "How do I request a rider?",
    keywords: "request rider order new delivery pickup address",
    body: [
      "Open Request a rider and choose the outlet the rider collects from.",
      "Type the customer's address and pick it from the list, or move the pin on the map. The delivery fee and the estimated times appear once the address is inside a delivery area.",
      "Fill in the customer's name, phone number and the order details, choose how the order is paid and press Request a rider.",
    ],
  },
  {
    id: "paying",
    title: "How can I pay for a delivery?",
    keywords: "pay payment card online cash invoice fee price",
    body: [
      "Depending on your country you pay by card online, or the order is already paid, or the rider collects cash on delivery.",
      "With card payment you can save a card for the next orders. Some cards ask your bank to confirm the payment (3-D Secure).",
      "Business customers can add their VAT number in the payment step.",
    ],
  },
  {
    id: "vouchers",
    title: "How do I use a voucher?",
    keywords: "voucher code discount promo coupon",
    body: [
      "Type the voucher code in the payment step and press Apply. A valid code lowers the delivery fee at once.",
      "A code that has expired or does not apply to your outlet is refused with a message.",
    ],
  },
  {
    id: "tracking",
    title: "Where is my rider?",
    keywords: "track tracking rider where status map eta link",
    body: [
      "Order tracking lists today's active orders. Open one to see its status history and, once a rider has accepted, the rider on the map.",
      "Share the public tracking link with your customer: it shows the steps without signing in.",
    ],
  },
  {
    id: "cancelling",
    title: "How do I cancel an order?",
    keywords: "cancel cancellation stop order reason refund",
    body: [
      "Open the order in Order tracking and press Cancel order. Choose a reason and confirm.",
      "An order can no longer be cancelled once the rider has collected it.",
    ],
  },
  {
    id: "bulk-orders",
    title: "Can I upload many orders at once?",
    keywords: "bulk upload excel xlsx spreadsheet template many orders",
    body: [
      "Where bulk upload is on, download Template.xlsx, fill in one order per row and upload the file (XLSX, at most 5 MB).",
      "Every row is checked first; you then confirm placing the orders that passed.",
    ],
  },
  {
    id: "outlets",
    title: "How do I manage my outlets?",
    keywords: "outlet outlets branch branches store vendor address switch",
    body: [
      "The branch selector at the top switches between your outlets. A parent vendor can list the orders of all its outlets at once.",
      "If no outlet is linked to your account, contact your account manager.",
    ],
  },
];

const DA: Article[] = [
  {
    id: "requesting",
    title: "Hvordan bestiller jeg et bud?",
    keywords: "bestil bud ordre levering afhentning adresse",
    body: [
      "Åbn Bestil et bud, og vælg den butik, buddet henter fra.",
      "Skriv kundens adresse, og vælg den på listen, eller flyt nålen på kortet. Leveringsgebyret og de forventede tider vises, når adressen ligger i et leveringsområde.",
      "Udfyld kundens navn, telefonnummer og ordrens detaljer, vælg betalingsmåde, og tryk på Bestil et bud.",
    ],
  },
  {
    id: "paying",
    title: "Hvordan kan jeg betale for en levering?",
    keywords: "betal betaling kort online kontant faktura gebyr pris",
    body: [
      "Afhængigt af dit land betaler du med kort online, eller ordren er allerede betalt, eller buddet modtager kontant betaling ved levering.",
      "Ved kortbetaling kan du gemme kortet til de næste ordrer. Nogle kort beder din bank bekræfte betalingen (3-D Secure).",
      "Erhvervskunder kan tilføje deres momsnummer (CVR) i betalingstrinnet.",
    ],
  },
  {
    id: "vouchers",
    title: "Hvordan bruger jeg en rabatkode?",
    keywords: "rabatkode kode rabat voucher kupon",
    body: [
      "Skriv rabatkoden i betalingstrinnet, og tryk på Anvend. En gyldig kode sænker leveringsgebyret med det samme.",
      "En udløbet kode, eller en kode der ikke gælder for din butik, afvises med en besked.",
    ],
  },
  {
    id: "tracking",
    title: "Hvor er mit bud?",
    keywords: "spor sporing bud hvor status kort ankomst link",
    body: [
      "Ordresporing viser dagens aktive ordrer. Åbn en ordre for at se statushistorikken og, når et bud har accepteret, buddet på kortet.",
      "Del det offentlige sporingslink med din kunde: det viser trinnene uden login.",
    ],
  },
  {
    id: "cancelling",
    title: "Hvordan annullerer jeg en ordre?",
    keywords: "annuller annullering stop ordre årsag refusion",
    body: [
      "Åbn ordren i Ordresporing, og tryk på Annuller ordre. Vælg en årsag, og bekræft.",
      "En ordre kan ikke annulleres, når buddet har hentet den.",
    ],
  },
  {
    id: "bulk-orders",
    title: "Kan jeg uploade mange ordrer på én gang?",
    keywords: "masse upload excel xlsx regneark skabelon mange ordrer",
    body: [
      "Hvor masseupload er slået til, henter du Template.xlsx, udfylder én ordre pr. række og uploader filen (XLSX, højst 5 MB).",
      "Hver række kontrolleres først; derefter bekræfter du at afgive de ordrer, der bestod.",
    ],
  },
  {
    id: "outlets",
    title: "Hvordan administrerer jeg mine butikker?",
    keywords: "butik butikker filial filialer forretning adresse skift",
    body: [
      "Butiksvælgeren øverst skifter mellem dine butikker. En overordnet forhandler kan vise ordrerne fra alle sine butikker på én gang.",
      "Hvis ingen butik er knyttet til din konto, skal du kontakte din kundeansvarlige.",
    ],
  },
];

/** The help page's language for a locale of the init call (da, da-DK → da; anything else → en). */
export const helpLocale = (locale: string): HelpLocale => (/^da([-_]|$)/i.test(locale) ? "da" : "en");

export const articlesFor = (locale: HelpLocale): readonly Article[] => (locale === "da" ? DA : EN);

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The articles every word of the query appears in (all of them for an empty query). */
export function searchArticles(locale: HelpLocale, query: string): Article[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return articlesFor(locale).filter((a) => {
    const hay = fold(`${a.title} ${a.keywords} ${a.body.join(" ")}`);
    return words.every((w) => hay.includes(w));
  });
}
