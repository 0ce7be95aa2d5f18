// How a production build groups modules into files, for fewer requests on a page's first load.

/**
 * Whether a chunk is, or is loaded under, a chunk that `test` picks.
 * @param {import('webpack').Chunk} chunk
 * @param {(chunk: import('webpack').Chunk) => boolean} test
 */
function under(chunk, test) {
  const seen = new Set();
  const groups = [...chunk.groupsIterable];
  for (let group = groups.pop(); group; group = groups.pop()) {
    if (seen.has(group)) continue;
    seen.add(group);
    if (group.chunks.some(test)) return true;
    groups.push(...group.parentsIterable);
  }
  return false;
}

/**
 * A remote's production chunking, for fewer requests on a page's first load:
 * - a library stays in the one lazy chunk that uses it (Swiper with the hero slider, Leaflet with the map)
 *   instead of a vendor file of its own;
 * - what an exposed module's named chunk shares with the lazy chunks it loads goes into that chunk: the
 *   first page loads it anyway, and a lazy page always comes after it;
 * - the standalone entry (`main`, never loaded behind the shell) does not count as a sharer, or everything
 *   an expose has in common with it would be split off into a file of its own.
 * @param {Record<string, string | { import: string, name?: string }> | undefined} exposes
 * @returns {import('webpack').Configuration['optimization']}
 */
function remoteChunking(exposes) {
  const named = new Set(
    Object.values(exposes ?? {}).flatMap((expose) =>
      typeof expose === 'object' && expose.name ? [expose.name] : [],
    ),
  );
  /** @type {Record<string, import('webpack').RuleSetCondition | false | object>} */
  const cacheGroups = {
    defaultVendors: false,
    default: {
      chunks: (chunk) => !under(chunk, (c) => c.name === 'main'),
      minChunks: 2,
      priority: -20,
      reuseExistingChunk: true,
    },
  };
  for (const name of named) {
    cacheGroups[name] = {
      name,
      chunks: (chunk) => under(chunk, (c) => c.name === name),
      minChunks: 2,
      priority: 20,
      enforce: true,
      test: (module, { chunkGraph }) =>
        [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === name),
    };
  }
  return { splitChunks: { cacheGroups } };
}

/**
 * The shell's entry as two files: React DOM (and its scheduler) apart from the rest. Each script is parsed and
 * compiled in a task of its own, where one large file was one long task on a phone; the entry still runs
 * once both have come (webpack's chunk loading), and the shared singletons stay the entry's eager ones.
 * @type {import('webpack').Configuration['optimization']}
 */
const SHELL_CHUNKING = {
  splitChunks: {
    cacheGroups: {
      defaultVendors: false,
      default: false,
      'react-dom': {
        name: 'react-dom',
        chunks: 'initial',
        test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
        enforce: true,
      },
    },
  },
};

module.exports = { remoteChunking, SHELL_CHUNKING };
