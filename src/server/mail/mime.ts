// Reads what the embedded SMTP catcher receives: the subject and the text and HTML bodies of a MIME
// message. It is made for the mails this platform composes with nodemailer (a multipart/alternative
// of text/plain and text/html, 7bit, quoted-printable or base64, UTF-8 subjects as RFC 2047 words),
// not as a general mail parser: anything else simply yields empty bodies.

export type ReadMail = { subject: string; text: string; html: string };

type Part = { headers: Map<string, string>; body: Buffer };

const CRLF_CRLF = /\r?\n\r?\n/;

/** Splits a part into its unfolded, lower-cased headers and its raw body bytes. */
function splitPart(raw: Buffer): Part {
  const latin = raw.toString("latin1");
  const match = CRLF_CRLF.exec(latin);
  const head = match ? latin.slice(0, match.index) : latin;
  const bodyStart = match ? match.index + match[0].length : latin.length;
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  // latin1 maps every byte to one character, so string offsets are byte offsets.
  return { headers, body: raw.subarray(bodyStart) };
}

/** A parameter of a structured header value, e.g. boundary of Content-Type. */
function param(value: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i").exec(value);
  return m ? (m[1] ?? m[2]) : undefined;
}

const decoderFor = (charset: string | undefined) => {
  try {
    return new TextDecoder(charset?.toLowerCase() || "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
};

function quotedPrintable(input: string): Buffer {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const raw = part.body.toString("latin1");
  const bytes =
    encoding === "base64" ? Buffer.from(raw.replace(/[^A-Za-z0-9+/=]/g, ""), "base64") : encoding === "quoted-printable" ? quotedPrintable(raw) : part.body;
  return decoderFor(param(`;${part.headers.get("content-type") ?? ""}`, "charset")).decode(bytes).replace(/\r\n/g, "\n");
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
      const bytes = kind.toUpperCase() === "B" ? Buffer.from(data, "base64") : quotedPrintable(data.replace(/_/g, " "));
      return decoderFor(charset).decode(bytes);
    });
}

function collect(part: Part, into: { text?: string; html?: string }, depth = 0): void {
  const type = (part.headers.get("content-type") ?? "text/plain").toLowerCase();
  const attachment = /^attachment/i.test(part.headers.get("content-disposition") ?? "");
  if (type.startsWith("multipart/") && depth < 5) {
    const boundary = param(part.headers.get("content-type") ?? "", "boundary");
    if (!boundary) return;
    const delimiter = `--${boundary}`;
    const chunks = part.body.toString("latin1").split(new RegExp(`\\r?\\n?${delimiter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    // chunks[0] is the preamble; a chunk starting with "--" is the closing delimiter and what follows it.
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith("--")) break;
      collect(splitPart(Buffer.from(chunk.replace(/^[ \t]*\r?\n/, ""), "latin1")), into, depth + 1);
    }
    return;
  }
  if (attachment) return;
  if (type.startsWith("text/plain") && into.text === undefined) into.text = decodeBody(part);
  else if (type.startsWith("text/html") && into.html === undefined) into.html = decodeBody(part);
}

export function readMail(raw: Buffer): ReadMail {
  const root = splitPart(raw);
  const bodies: { text?: string; html?: string } = {};
  collect(root, bodies);
  return { subject: decodeWords(root.headers.get("subject") ?? ""), text: bodies.text ?? "", html: bodies.html ?? "" };
}
