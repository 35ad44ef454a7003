/**
 * A feature's drawn pictures by name, from the URLs of its `pictures/*.svg` files (drawn by `npm
 * run draw`; the build gives each file a hashed, cached-for-good URL):
 *
 *   const url = drawnPictures(import.meta.glob<string>("../pictures/*.svg", { query: "?url", import: "default", eager: true }));
 *   url("ladies") // "/assets/ladies-3fa9c2d1.svg"
 */
export function drawnPictures(files: Record<string, string>): (name: string) => string {
  const byName = new Map(Object.entries(files).map(([file, url]) => [file.slice(file.lastIndexOf("/") + 1, -".svg".length), url]));
  return (name) => {
    const url = byName.get(name);
    if (url === undefined) throw new Error(`no drawn picture "${name}" (npm run draw)`);
    return url;
  };
}
