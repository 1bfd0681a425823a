// Hand-written specs of the terms download: the document in the page's language is handed to the
// browser; a failure shows the spec's "terms download failure" message until the next try.
import { TERMS_DOWNLOAD_ERROR, termsDownloadMachine } from "@machines/terms-download/terms-download.machine";
import { selectTermsDownloadFailed, selectTermsDownloading } from "@machines/terms-download/terms-download.selectors";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";

type Snap = ReturnType<typeof termsDownloadMachine.getInitialSnapshot>;

async function start() {
  const saved: unknown[] = [];
  const c = startControlled(termsDownloadMachine, { provide: { actions: { saveTermsFile: (_: unknown, p: unknown) => void saved.push(p) } } });
  await settle();
  return { ...c, saved, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

describe("termsDownload", () => {
  it("asks for the document in the page's language and hands the file to the browser", async () => {
    const d = await start();
    await d.send({ type: "DOWNLOAD", language: "da-DK" });
    expect(selectTermsDownloading(d.snap())).toBe(true);
    expect(d.inputOf("fetchTerms")).toEqual({ language: "da-DK" });
    const file = { content: new Blob(["Vilkår"]), fileName: "terms-and-conditions-dk-da-DK.txt" };
    await d.resolve("fetchTerms", file);
    expect(d.saved).toEqual([{ file }]);
    expect(selectTermsDownloading(d.snap())).toBe(false);
    expect(selectTermsDownloadFailed(d.snap())).toBe(false);
  });

  it("a failed download shows the failure message until it is tried again", async () => {
    const d = await start();
    await d.send({ type: "DOWNLOAD", language: "en" });
    await d.reject("fetchTerms", new Error("offline"));
    expect(selectTermsDownloadFailed(d.snap())).toBe(true);
    expect(TERMS_DOWNLOAD_ERROR).toBe("error.terms-download");
    expect(d.saved).toEqual([]);
    await d.send({ type: "DOWNLOAD", language: "en" });
    expect(selectTermsDownloadFailed(d.snap())).toBe(false);
    await d.resolve("fetchTerms", { content: new Blob(["Terms"]), fileName: "t.txt" });
    expect(d.saved).toHaveLength(1);
  });
});
