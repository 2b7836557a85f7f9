/** on paper only the sheet is printed, on A4, whatever the screen shows around it */
export const printCss = `
@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden !important; }
  #invoice-sheet, #invoice-sheet * { visibility: visible !important; }
  #invoice-sheet { position: absolute; inset-inline-start: 0; top: 0; width: 100%;
    max-width: none; min-height: 0; margin: 0; padding: 0; border: 0; box-shadow: none; }
  html, body { background: #fff !important; }
}`;
