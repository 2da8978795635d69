import * as React from 'react';
import type { ToolLink } from '../../data/types';
import { useLocale } from '../../hooks/useLocale';
import { FLOATING } from '../Floating/constants';
import { loadFloatingPanel, useFloatingTrigger } from '../Floating/useFloatingTrigger';
import { GridIcon } from '../Icons';
import * as floatingStyles from '../Floating/Floating.module.css';
import * as styles from './Navbar.module.css';

const FloatingPanel = React.lazy(loadFloatingPanel);

/**
 * The grid button that lists the tools of the Rspack family. It opens on
 * hover with a mouse, on tap with a touch screen and on Enter or Space from
 * the keyboard, below the button and aligned to its left edge.
 */
export function ToolsMenu({ tools }: { tools: ToolLink[] }) {
  const { lang, ui } = useLocale();
  const { open, rootRef, panelRef, rootProps, onTriggerClick } = useFloatingTrigger({ mode: 'hover' });
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const titleId = React.useId();
  const panelId = React.useId();

  return (
    <span
      className={styles.tools}
      ref={rootRef}
      {...rootProps}
      onKeyDown={(event) => {
        // Escape closes the menu; focus goes back to its button.
        if (event.key === 'Escape' && open) buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-label={ui.toolsMenu}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onTriggerClick}
      >
        <GridIcon />
      </button>
      {open && (
        <React.Suspense fallback={null}>
          <FloatingPanel
            reference={rootRef.current}
            placement="bottom-start"
            portal={false}
            panelRef={panelRef}
            className={floatingStyles.popover}
            id={panelId}
            role="region"
            aria-labelledby={titleId}
          >
            <p id={titleId} className={styles.toolsTitle} style={{ minWidth: FLOATING.popoverTitleMinWidth }}>
              {ui.toolsTitle}
            </p>
            <ul className={styles.toolsList}>
              {tools.map((tool) => (
                <li key={tool.name}>
                  <a href={lang === 'en' ? tool.urlEn ?? tool.url : tool.url} target="_blank" rel="noopener noreferrer" className={styles.toolLink}>
                    <img src={tool.logo} alt="" width={32} height={32} style={tool.logoScale ? { transform: `scale(${tool.logoScale})` } : undefined} />
                    <span>
                      <span className={styles.toolName}>{tool.name}</span>
                      <span className={styles.toolDesc}>{lang === 'en' ? tool.descEn : tool.desc}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </FloatingPanel>
        </React.Suspense>
      )}
    </span>
  );
}
