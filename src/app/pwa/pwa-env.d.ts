// Types of vite-plugin-pwa's virtual modules ('virtual:pwa-register/react').
/// <reference types="vite-plugin-pwa/react" />
