import type { ToolLink } from './types';

/** The tools of the Rspack family, shown in the navbar's tools menu. */
export const toolLinks: ToolLink[] = [
  {
    name: 'Rspack',
    desc: '基于 Rust 的高性能打包工具',
    descEn: 'A fast bundler written in Rust',
    logo: '/tools/rspack.svg',
    url: 'https://rspack.dev/zh/',
    urlEn: 'https://rspack.dev/',
  },
  {
    name: 'Rsbuild',
    desc: '由 Rspack 驱动的构建工具',
    descEn: 'The build tool powered by Rspack',
    logo: '/tools/rsbuild.svg',
    url: 'https://rsbuild.dev/zh/',
    urlEn: 'https://rsbuild.dev/',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器',
    descEn: 'A static site generator built on Rsbuild',
    logo: '/tools/rspress.svg',
    url: 'https://rspress.dev/zh/',
    urlEn: 'https://rspress.dev/',
  },
  {
    name: 'Rsdoctor',
    desc: '面向 Rspack 与 webpack 的构建分析工具',
    descEn: 'A build analyzer for Rspack and webpack',
    logo: '/tools/rsdoctor.svg',
    url: 'https://rsdoctor.dev/zh/',
    urlEn: 'https://rsdoctor.dev/',
  },
];
