import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * A tiny PDF text extraction for tests: parses the file with pdf-lib, inflates each page's
 * content stream and decodes the strings shown with Tj (pdf-lib writes them as hex in
 * WinAnsi). Answers one string per page, pieces separated by newlines.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    const pieces: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        pieces.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
      for (const match of operators.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        pieces.push(match[1] ?? '');
      }
    }
    return pieces.join('\n');
  });
}
