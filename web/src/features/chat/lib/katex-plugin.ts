// KaTeX, its rehype plugin and its styles: 64 kB gzip, two thirds of the Markdown renderer, which
// only answers with math need. A chunk of its own, loaded through lib/katex-loader.ts (issue 39).
import 'katex/dist/katex.min.css';

export { default as rehypeKatex } from 'rehype-katex';
