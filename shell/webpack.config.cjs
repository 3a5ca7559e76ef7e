const { federatedConfig } = require('@linhagem/mf-build');

module.exports = federatedConfig({ dir: __dirname, name: 'shell', urlName: 'shell', host: true, title: 'Linhagem' });
