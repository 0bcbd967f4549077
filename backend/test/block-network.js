/**
 * Tests only: shuts every way out to the network in the current thread (TCP, TLS, DNS, fetch). Used by
 * offline-tesseract-worker.js, which runs in tesseract.js's worker thread, and checked by the OCR contract test.
 */
const net = require('node:net');
const dns = require('node:dns');

const blocked = (what) =>
  function blockedCall() {
    throw new Error(`network blocked in the OCR worker (${what})`);
  };
net.Socket.prototype.connect = blocked('net.Socket.connect');
net.connect = blocked('net.connect');
net.createConnection = blocked('net.createConnection');
dns.lookup = blocked('dns.lookup');
dns.promises.lookup = blocked('dns.promises.lookup');
globalThis.fetch = async (url) => {
  throw new Error(`network blocked in the OCR worker (fetch ${String(url)})`);
};
