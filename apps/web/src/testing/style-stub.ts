// Stands for a style sheet in component tests (jest.config.mjs maps *.css here).
export default {};
