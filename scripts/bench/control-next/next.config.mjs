// Built by `npm run bench` (scripts/bench/control.mjs) from the project's root, whose node_modules it uses.
const config = { devIndicators: false };
export default config;
