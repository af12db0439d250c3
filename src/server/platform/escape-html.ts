/** Text or an attribute value made safe inside HTML the server writes (e-mails, first paints): & < > " ' as character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
