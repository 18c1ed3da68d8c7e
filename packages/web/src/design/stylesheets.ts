/** The design system's stylesheets, in cascade order: tokens, then elements, then components (a layout imports this first). */
import './tokens.css';
import './base.css';
import './components.css';
