// React 18 publishes the web-streams server renderer as react-dom/server.browser (it also runs in
// Node 20); its types are those of react-dom/server.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}
