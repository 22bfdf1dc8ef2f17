// The router library's parts the browser starts with, imported by name: loading this module
// evaluates the library in a task of its own while keeping only the parts the site uses.
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
