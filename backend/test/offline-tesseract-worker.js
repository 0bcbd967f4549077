/**
 * Tests only: tesseract.js's own node worker script, started after every way out to the network is shut
 * (block-network.js). tesseract.js reads images in a worker thread, so blocking the network in the test's thread
 * would prove nothing; this runs in the worker thread itself. Any connection attempt throws "network blocked", which
 * fails the reading, so a test that reads through this worker read everything from local files.
 */
require('./block-network');
require(require('node:path').join(require.resolve('tesseract.js/package.json'), '..', 'src', 'worker-script', 'node', 'index.js'));
