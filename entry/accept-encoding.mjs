// Which of the encodings this server keeps copies in (brotli, gzip) a request's Accept-Encoding
// allows: the shared page cache and the build's precompressed files choose the same way.

/** The encodings an Accept-Encoding header allows of br and gzip (a `;q=0` refuses one). */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part
      .toLowerCase()
      .split(";")
      .map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br" || name === "gzip") accepted.add(name);
  }
  return accepted;
}

/** The encoding to send: brotli where allowed and available, else gzip, else none. */
export function preferredEncoding(header, available = ["br", "gzip"]) {
  const accepted = acceptedEncodings(header);
  return ["br", "gzip"].find((name) => accepted.has(name) && available.includes(name));
}
