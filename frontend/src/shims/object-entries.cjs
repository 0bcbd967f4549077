/* global module */
// The object.entries package (a dependency of node-polyglot, react-admin's translator) is a polyfill that brings a
// copy of the ECMAScript spec's abstract operations (get-intrinsic, call-bind, define-properties, ...). Every browser
// the app supports has Object.entries; vite.config.ts points the package here.
module.exports = function entries(object) {
  return Object.entries(object);
};
