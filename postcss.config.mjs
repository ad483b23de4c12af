// postcss-loader passes webpack's mode: production builds get Tailwind's minified, optimized output.
export default ({ mode }) => ({ plugins: { '@tailwindcss/postcss': { optimize: mode === 'production' } } });
