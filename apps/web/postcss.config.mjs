// Tailwind CSS 4 runs as a PostCSS plugin; the stylesheet is src/app/globals.css.
export default {
  plugins: {
    '@tailwindcss/postcss': {},
  },
};
