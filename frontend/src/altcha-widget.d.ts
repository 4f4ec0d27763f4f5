// Declares the <altcha-widget> element for JSX (the package ships the typing; this file opts in).
import 'altcha/types/react';
