// Preloaded (node --require) into HTTP test servers: every server of the process listens on 127.0.0.1 alone, so that
// tests never open a port to the network, whatever host the server's own code would bind.
const net = require('node:net');
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const port = args[0];
  if ((typeof port === 'number' || (typeof port === 'string' && /^\d+$/.test(port))) && typeof args[1] !== 'string') {
    args.splice(1, 0, '127.0.0.1');
  }
  return listen.apply(this, args);
};
