// Stylesheets are handled by webpack (css-loader, postcss); TypeScript only needs to know they exist.
declare module '*.css';
