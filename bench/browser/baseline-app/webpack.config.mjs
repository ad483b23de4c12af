import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

// Built the way the product's apps are (swc-loader, production mode), minus federation.
export default {
  mode: 'production',
  context: import.meta.dirname,
  entry: './src/index.jsx',
  output: {
    path: path.join(import.meta.dirname, 'dist'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: { extensions: ['.jsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.jsx$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'ecmascript', jsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
          },
        },
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: path.join(import.meta.dirname, '../../../tooling/webpack/index.html') })],
  performance: { hints: false },
};
