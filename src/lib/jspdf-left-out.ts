// What jsPDF's optional html2canvas and canvg resolve to in this app (vite.config.ts,
// `jspdfWithoutHtmlAndSvg`): its html() and SVG images, which need them, are never called, as
// the invoice PDF is drawn with jsPDF's own calls. jsPDF reports this error if one ever is.
// A module, not a script, as every file here is compiled on its own (isolatedModules).
export {}

throw new Error('Left out of this build: the app draws its PDFs without html() or SVG images')
