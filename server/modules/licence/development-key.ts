/**
 * Public half of the development licence key. Its private half is in seeds/licence/ so the demo and
 * the tests can sign licences; it is trusted only in demo mode and tests, never in a production start.
 */
export const developmentLicencePublicKey = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAP7nAIk/rTvM4wlMIJV0plR4iJ92Tcz7WAMWjfnqz/WY=
-----END PUBLIC KEY-----`;
