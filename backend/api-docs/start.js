/* global SwaggerUIBundle, document, window */
// Starts Swagger UI on the description this server generates. A separate file, not an inline script: the content
// security policy allows scripts from this origin only.
window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // "Try it out" sends the session cookie; writes also need the CSRF header, which the page copies from its cookie.
  requestInterceptor: (req) => {
    const token = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='));
    if (token) req.headers['X-CSRF-Token'] = decodeURIComponent(token.slice('XSRF-TOKEN='.length));
    return req;
  },
});
