/** The import aliases of the app, its tests, the render bench and the build-time prerenderer. */
export function aliases(root: string): Record<string, string> {
  return {
    '@/': `${root}src/`,
    '@widgets/': `${root}widgets/`,
    '@schemas/': `${root}schemas/`,
  };
}
